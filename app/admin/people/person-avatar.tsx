/** An agent's photo or partner's logo in a list, or their initials when there is none. */
export function PersonAvatar({ src, name, square = false }: { src: string; name: string; square?: boolean }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
  return (
    <span className={`avatar${square ? ' avatar-square' : ''}`}>
      {src ? <img src={src} alt="" loading="lazy" /> : <span aria-hidden="true">{initials}</span>}
    </span>
  )
}
