// Checks an XML document against an XML Schema, for the feeds' tests (no xmllint on the test machines, and no XML
// library among the dependencies). It reads the part of XSD the feeds' schemas use: named complex types with one
// xs:sequence of xs:element (minOccurs, maxOccurs) and xs:attribute (use="required"), simple types restricted by
// xs:enumeration, and the built-in types string, decimal, nonNegativeInteger, dateTime and anyURI. A document with
// markup this reader does not know (comments, CDATA, processing instructions past the declaration) fails.

export interface XmlNode {
  name: string
  attrs: Record<string, string>
  children: XmlNode[]
  text: string
}

const unescape = (s: string) =>
  s.replace(/&(#(\d+)|#x([0-9a-f]+)|amp|lt|gt|quot|apos);/gi, (_m, _e, dec: string, hex: string) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[_e as string]!,
  )

/** A well-formed document's root element; throws on markup that does not nest or is not understood. */
export function parseXml(xml: string): XmlNode {
  const body = xml.replace(/^\uFEFF?<\?xml[^?]*\?>\s*/, '').replace(/<!--[\s\S]*?-->/g, '')
  const stack: XmlNode[] = [{ name: '#document', attrs: {}, children: [], text: '' }]
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy
  let match: RegExpExecArray | null
  let at = 0
  while ((match = token.exec(body))) {
    at = token.lastIndex
    const [, closing, name, attrText, selfClosing, text] = match
    const top = stack.at(-1)!
    if (text !== undefined) {
      if (/&(?!(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);)/i.test(text)) throw new Error(`Bare & in the text of <${top.name}>`)
      top.text += unescape(text)
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`)
      stack.pop()
    } else {
      const attrs = Object.fromEntries([...attrText!.matchAll(/([\w.:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, unescape(v!)]))
      const node: XmlNode = { name: name!, attrs, children: [], text: '' }
      top.children.push(node)
      if (!selfClosing) stack.push(node)
    }
  }
  if (at !== body.length) throw new Error(`Markup not understood at character ${at}`)
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is never closed`)
  const roots = stack[0]!.children
  if (roots.length !== 1 || stack[0]!.text.trim()) throw new Error('A document has one root element')
  return roots[0]!
}

const BUILT_IN: Record<string, (v: string) => boolean> = {
  'xs:string': () => true,
  'xs:decimal': (v) => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v),
  'xs:nonNegativeInteger': (v) => /^\+?\d+$/.test(v),
  'xs:dateTime': (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?$/.test(v),
  'xs:anyURI': (v) => !/\s/.test(v),
}

/** The problems of `xml` against the schema `xsd` (empty when it is valid), each with the path of the element. */
export function validateXml(xml: string, xsd: string): string[] {
  const schema = parseXml(xsd)
  const named = (kind: string) => new Map(schema.children.filter((n) => n.name === kind).map((n) => [n.attrs.name!, n]))
  const complexTypes = named('xs:complexType')
  const simpleTypes = named('xs:simpleType')
  const problems: string[] = []

  const valueOk = (type: string, value: string): boolean => {
    if (BUILT_IN[type]) return BUILT_IN[type](value)
    const restriction = simpleTypes.get(type)?.children[0]
    if (!restriction) throw new Error(`Unknown type ${type}`)
    const allowed = restriction.children.filter((n) => n.name === 'xs:enumeration').map((n) => n.attrs.value)
    return BUILT_IN[restriction.attrs.base!]!(value) && (allowed.length === 0 || allowed.includes(value))
  }

  const check = (node: XmlNode, type: string, path: string) => {
    const complex = complexTypes.get(type)
    if (!complex) {
      if (node.children.length > 0) problems.push(`${path}: has child elements`)
      else if (!valueOk(type, node.text)) problems.push(`${path}: "${node.text}" is not a valid ${type}`)
      return
    }
    if (node.text.trim()) problems.push(`${path}: text outside its elements`)
    for (const attr of complex.children.filter((n) => n.name === 'xs:attribute')) {
      const value = node.attrs[attr.attrs.name!]
      if (value === undefined) {
        if (attr.attrs.use === 'required') problems.push(`${path}: attribute ${attr.attrs.name} is missing`)
      } else if (!valueOk(attr.attrs.type!, value))
        problems.push(`${path}: attribute ${attr.attrs.name}="${value}" is not a valid ${attr.attrs.type}`)
    }
    const known = new Set(complex.children.filter((n) => n.name === 'xs:attribute').map((n) => n.attrs.name))
    for (const name of Object.keys(node.attrs)) if (!known.has(name)) problems.push(`${path}: attribute ${name} is not in the schema`)
    const sequence = complex.children.find((n) => n.name === 'xs:sequence')?.children ?? []
    let i = 0
    for (const element of sequence) {
      const min = Number(element.attrs.minOccurs ?? 1)
      const max = element.attrs.maxOccurs === 'unbounded' ? Infinity : Number(element.attrs.maxOccurs ?? 1)
      let count = 0
      while (i < node.children.length && node.children[i]!.name === element.attrs.name && count < max) {
        check(node.children[i]!, element.attrs.type!, `${path}/${element.attrs.name}[${count + 1}]`)
        i++
        count++
      }
      if (count < min) problems.push(`${path}: ${element.attrs.name} is missing`)
    }
    for (; i < node.children.length; i++) problems.push(`${path}: ${node.children[i]!.name} is not expected here`)
  }

  const root = parseXml(xml)
  const top = schema.children.find((n) => n.name === 'xs:element' && n.attrs.name === root.name)
  if (!top) return [`The root element ${root.name} is not in the schema`]
  check(root, top.attrs.type!, `/${root.name}`)
  return problems
}
