import autocannon from 'autocannon'

// One group of `npm run load` (bench/load-run.ts) in its own process: in one
// process, autocannon instances started later were starved by the earlier
// ones (a group of API clients saw almost no answers beside the page clients),
// so each group gets its own event loop. Sends its result and, for the contact
// group, the ids of the accepted inquiries to the parent.

export interface GroupPlan {
  url: string
  connections: number
  seconds: number
  /** GET paths, requested in turn by each connection. */
  paths?: string[]
  /** Contact-form clients instead: POSTs with a unique lead each, at most `rate` a second in all. */
  contact?: { rate: number }
}

export interface GroupOutcome {
  result: Pick<autocannon.Result, 'connections' | 'errors' | 'timeouts' | 'non2xx' | 'statusCodeStats'> & {
    total: number
    average: number
    p50: number
    p99: number
  }
  accepted: string[]
}

const plan = JSON.parse(process.argv[2]) as GroupPlan
const accepted: string[] = []
let next = 0
const requests: autocannon.Request[] = plan.contact
  ? [
      {
        method: 'POST',
        path: '/api/contact/agent',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const n = next++
          return {
            ...request,
            body: JSON.stringify({
              // The lead's number is in its name: no lead is refused for its words (455 and 4550 were, once).
              propertyAddress: '4812 S 167th Ave',
              clientName: `Load Tester ${n}`,
              clientEmail: `load-${n}@example.com`,
              clientPhone: '402-555-0100',
              message: 'Please call me back about this home.',
            }),
          }
        },
        onResponse: (status, body) => {
          if (status === 200) accepted.push((JSON.parse(body) as { inquiryId: string }).inquiryId)
        },
      },
    ]
  : (plan.paths ?? []).map((path) => ({ method: 'GET', path }))

// Every group starts when all are loaded (the parent says go), so none hammers the server while another is still starting.
process.send!({ ready: true })
await new Promise((resolve) => process.once('message', resolve))
const r = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.seconds,
  requests,
  timeout: 30,
  overallRate: plan.contact?.rate,
})
const outcome: GroupOutcome = {
  result: {
    connections: r.connections,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodeStats: r.statusCodeStats,
    total: r.requests.total,
    average: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
  },
  accepted,
}
process.send!(outcome, () => process.exit(0))
