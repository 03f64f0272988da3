import { redirect } from 'react-router'

export function clientLoader() {
  return redirect('/admin/login')
}

export default function AdminIndex() {
  return null
}

clientLoader.hydrate = true as const
