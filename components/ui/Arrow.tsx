/** An arrow along the reading direction (back ←, forward →); mirrored on right-to-left pages (styles.css). */
export function Arrow({ to }: { to: 'back' | 'forward' }) {
  return (
    <span className="arrow" aria-hidden="true">
      {to === 'back' ? '←' : '→'}
    </span>
  )
}
