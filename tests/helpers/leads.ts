import type { FastifyInstance } from 'fastify'

/** A visitor's message to a listing's agent through the public form (POST /api/contact/agent); answers the lead's id. */
export async function contactAgent(
  app: FastifyInstance,
  propertyId: string,
  clientName: string,
  message = 'Still available?',
  clientEmail = `${clientName.split(' ')[0].toLowerCase()}@example.com`,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/contact/agent', payload: { propertyId, clientName, clientEmail, message } })
  if (res.statusCode !== 200) throw new Error(`the message of ${clientName} was refused: ${res.statusCode} ${res.body}`)
  return (res.json() as { inquiryId: string }).inquiryId
}

/** A visitor's message through the contact page's general form (POST /api/contact/general); answers the lead's id. */
export async function contactForm(app: FastifyInstance, clientName: string, message = 'Hello'): Promise<string> {
  const clientEmail = `${clientName.split(' ')[0].toLowerCase()}@example.com`
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact/general',
    payload: { clientName, clientEmail, clientPhone: '', message },
  })
  if (res.statusCode !== 200) throw new Error(`the message of ${clientName} was refused: ${res.statusCode} ${res.body}`)
  return (res.json() as { inquiryId: string }).inquiryId
}
