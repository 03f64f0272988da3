import { Link } from 'react-router'

/** A private page (an application's status, a showing) opened with a link that names nothing: what to do instead. */
export function InvalidLink() {
  return (
    <p role="status">
      This link is not valid. Please use the link in your mail from us, or <Link to="/contact">contact us</Link>.
    </p>
  )
}
