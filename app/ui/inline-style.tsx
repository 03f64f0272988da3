/**
 * A stylesheet that travels inside the page: no stylesheet request holds back
 * the first paint (Lighthouse render-blocking-resources). React 19 hoists it
 * into <head> once per name, on the server and on client navigation alike;
 * the site-wide sheet comes first ("base"), components' sheets after it.
 */
export function InlineStyle({ name, css, base = false }: { name: string; css: string; base?: boolean }) {
  return (
    <style href={name} precedence={base ? 'base' : 'components'}>
      {css}
    </style>
  )
}
