// Neighborhoods of the demo listings (docs/product.md#neighbourhood-names): real ZIP codes with
// a point near the middle of each, and real streets with plausible house numbers.

export interface Area {
  neighborhood: string
  city: string
  state: 'NE' | 'IA'
  county: 'Douglas' | 'Sarpy' | 'Pottawattamie'
  schoolDistrict: string
  /** Sale price per finished square foot after renovation, 2025. */
  pricePerSqft: number
  walkScore: [number, number]
  zips: Array<{ zip: string; lat: number; lng: number; streets: string[] }>
}

// Streets are "name:from-to" (house-number range).
export const AREAS: Area[] = [
  {
    neighborhood: 'Millard',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Millard Public Schools',
    pricePerSqft: 175,
    walkScore: [18, 42],
    zips: [
      { zip: '68137', lat: 41.2035, lng: -96.1185, streets: ['S 144th St:4600-5400', 'Harrison St:13200-14900', 'S 132nd Ave:4900-5600'] },
      { zip: '68135', lat: 41.2052, lng: -96.1948, streets: ['S 168th Ave:4300-5100', 'Weir St:16500-17500', 'S 172nd St:3900-4800'] },
      { zip: '68144', lat: 41.2338, lng: -96.1183, streets: ['S 120th St:1200-2300', 'Shirley St:11400-12600', 'Westwood Ln:11600-12300'] },
    ],
  },
  {
    neighborhood: 'West Omaha',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Millard Public Schools',
    pricePerSqft: 190,
    walkScore: [15, 40],
    zips: [
      { zip: '68154', lat: 41.2645, lng: -96.1196, streets: ['N 121st St:700-1500', 'Blondo St:11700-12900', 'Bedford Ave:12100-12800'] },
      {
        zip: '68130',
        lat: 41.2352,
        lng: -96.1913,
        streets: ['S 167th Ave:800-1600', 'Pacific St:16400-17600', 'Woolworth Ave:16600-17400'],
      },
      { zip: '68164', lat: 41.2931, lng: -96.1179, streets: ['N 115th St:3600-4600', 'Fort St:11200-12400', 'Grand Ave:10900-11800'] },
    ],
  },
  {
    neighborhood: 'Westgate',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Westside Community Schools',
    pricePerSqft: 185,
    walkScore: [35, 60],
    zips: [
      { zip: '68124', lat: 41.2352, lng: -96.0494, streets: ['S 84th St:1300-2600', 'Pine St:8200-9300', 'Woolworth Ave:8300-9100'] },
      { zip: '68114', lat: 41.2632, lng: -96.0497, streets: ['N 87th St:100-900', 'Cuming St:8200-9200', 'Burt St:8300-9000'] },
    ],
  },
  {
    neighborhood: 'Aksarben',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    pricePerSqft: 200,
    walkScore: [55, 78],
    zips: [
      { zip: '68106', lat: 41.2394, lng: -96.0006, streets: ['S 60th St:1100-2100', 'Frances St:5600-6400', 'Mayberry St:5500-6300'] },
    ],
  },
  {
    neighborhood: 'Dundee',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    pricePerSqft: 235,
    walkScore: [62, 85],
    zips: [
      {
        zip: '68132',
        lat: 41.2628,
        lng: -95.9893,
        streets: ['Underwood Ave:4900-5200', 'Happy Hollow Blvd:400-900', 'Cass St:4800-5400', 'N 52nd St:100-900'],
      },
    ],
  },
  {
    neighborhood: 'Midtown',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    pricePerSqft: 215,
    walkScore: [70, 92],
    zips: [
      { zip: '68131', lat: 41.2661, lng: -95.9658, streets: ['California St:3600-4000', 'N 38th St:200-900', 'Webster St:3500-3900'] },
      { zip: '68105', lat: 41.2405, lng: -95.9632, streets: ['Leavenworth St:3300-3900', 'S 33rd St:1000-1800', 'Hickory St:3200-3800'] },
    ],
  },
  {
    neighborhood: 'Benson',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    pricePerSqft: 165,
    walkScore: [58, 82],
    zips: [
      {
        zip: '68104',
        lat: 41.2872,
        lng: -96.0049,
        streets: ['Maple St:5800-6400', 'N 60th St:2800-3600', 'Binney St:6000-6600', 'Military Ave:5900-6300'],
      },
    ],
  },
  {
    neighborhood: 'Florence',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    pricePerSqft: 140,
    walkScore: [35, 62],
    zips: [
      { zip: '68112', lat: 41.3356, lng: -95.9637, streets: ['N 30th St:8200-8900', 'Bondesson St:2800-3300', 'Willit St:2900-3400'] },
    ],
  },
  {
    neighborhood: 'Elkhorn',
    city: 'Omaha',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Elkhorn Public Schools',
    pricePerSqft: 205,
    walkScore: [10, 32],
    zips: [
      {
        zip: '68022',
        lat: 41.2789,
        lng: -96.2339,
        streets: ['Hopper St:20400-20900', 'S 204th St:300-1200', 'Glenn St:20300-20800', 'N 207th St:100-900'],
      },
    ],
  },
  {
    neighborhood: 'Bennington',
    city: 'Bennington',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Bennington Public Schools',
    pricePerSqft: 195,
    walkScore: [8, 28],
    zips: [
      {
        zip: '68007',
        lat: 41.3641,
        lng: -96.1577,
        streets: ['Stone Creek Dr:15400-15900', 'N 156th St:8600-9400', 'Bennington Rd:15300-15800'],
      },
    ],
  },
  {
    neighborhood: 'Ralston',
    city: 'Ralston',
    state: 'NE',
    county: 'Douglas',
    schoolDistrict: 'Ralston Public Schools',
    pricePerSqft: 160,
    walkScore: [40, 65],
    zips: [
      {
        zip: '68127',
        lat: 41.2049,
        lng: -96.0425,
        streets: ['Main St:7400-7800', 'Hickory St:7500-8000', 'S 77th St:5400-6000', 'Lakeview St:7600-8100'],
      },
    ],
  },
  {
    neighborhood: 'La Vista',
    city: 'La Vista',
    state: 'NE',
    county: 'Sarpy',
    schoolDistrict: 'Papillion La Vista Community Schools',
    pricePerSqft: 165,
    walkScore: [25, 50],
    zips: [
      {
        zip: '68128',
        lat: 41.1843,
        lng: -96.0413,
        streets: ['Edgewood Blvd:7600-8200', 'Park View Blvd:7400-8000', 'Valley Rd:7300-7900', 'Giles Rd:7100-7800'],
      },
    ],
  },
  {
    neighborhood: 'Papillion',
    city: 'Papillion',
    state: 'NE',
    county: 'Sarpy',
    schoolDistrict: 'Papillion La Vista Community Schools',
    pricePerSqft: 180,
    walkScore: [15, 45],
    zips: [
      {
        zip: '68046',
        lat: 41.1518,
        lng: -96.0498,
        streets: ['Lincoln Rd:900-1500', 'Shadow Lake Dr:600-1100', 'Cedar Dale Rd:800-1400', 'Hogan Dr:300-900'],
      },
      { zip: '68133', lat: 41.1395, lng: -96.0052, streets: ['Tara Rd:400-900', 'Betty St:500-1000', 'Stonecroft Dr:1100-1600'] },
    ],
  },
  {
    neighborhood: 'Gretna',
    city: 'Gretna',
    state: 'NE',
    county: 'Sarpy',
    schoolDistrict: 'Gretna Public Schools',
    pricePerSqft: 190,
    walkScore: [10, 35],
    zips: [{ zip: '68028', lat: 41.1376, lng: -96.2437, streets: ['Angus St:500-900', 'McKenna Ave:600-1100', 'Enterprise Dr:400-800'] }],
  },
  {
    neighborhood: 'Bellevue',
    city: 'Bellevue',
    state: 'NE',
    county: 'Sarpy',
    schoolDistrict: 'Bellevue Public Schools',
    pricePerSqft: 150,
    walkScore: [25, 55],
    zips: [
      { zip: '68005', lat: 41.1425, lng: -95.9018, streets: ['Franklin St:1600-2300', 'Mission Ave:200-900', 'Galvin Rd S:1100-1800'] },
      { zip: '68123', lat: 41.1081, lng: -95.9448, streets: ['Sheridan Dr:1400-2000', 'Capehart Rd:2000-2900', 'Thurston Ave:1000-1600'] },
      { zip: '68147', lat: 41.1742, lng: -95.9535, streets: ['Harvell Dr:1900-2500', 'Chandler Rd W:1500-2100', 'Jack Pine St:1200-1700'] },
    ],
  },
  {
    neighborhood: 'Council Bluffs',
    city: 'Council Bluffs',
    state: 'IA',
    county: 'Pottawattamie',
    schoolDistrict: 'Council Bluffs Community Schools',
    pricePerSqft: 135,
    walkScore: [30, 62],
    zips: [
      { zip: '51501', lat: 41.2338, lng: -95.8702, streets: ['S 8th St:1400-2400', 'Avenue E:600-1400', '5th Ave:1100-1900'] },
      { zip: '51503', lat: 41.2641, lng: -95.8238, streets: ['Oakland Ave:400-1200', 'Madison Ave:1000-2200', 'Valley View Dr:100-700'] },
    ],
  },
]
