/** The heading block every portal screen starts with. */
export function PageHeader({ title, lead, actions }: { title: string; lead?: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <div className="admin-page-header">
      <div>
        <h1>{title}</h1>
        {lead && <p className="admin-lead">{lead}</p>}
      </div>
      {actions && <div className="admin-page-actions">{actions}</div>}
    </div>
  )
}
