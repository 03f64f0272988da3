import 'dotenv/config'
import { ConfigError, loadConfig } from '#server/config.ts'
import { migrateToLatest, openDatabase } from '#server/db/database.ts'
import { AuthError, createStaffUsers } from './staff-users.service.ts'
import { StaffEmailSchema, UsernameSchema } from '#core/staff/staff-users.ts'
import { isStaffRole, ROLE_LABELS, STAFF_ROLES } from '#core/staff/permissions.ts'
import { createAgentAdminRepository } from '#server/people/people.repository.ts'
import { promptSecret } from './prompt.ts'

// `npm run admin -- <command>`: staff accounts from the server's shell.
// The password comes from ADMIN_PASSWORD or is asked for without echo.

const USAGE = `Usage: npm run admin -- <command>
  create <username> [display name]   add a staff user (an editor; set-role changes it)
  set-role <username> <role> [agent] owner, editor or agent; an agent names their agent card by its e-mail or id
  reset-password <username> [--reset-two-step]
                                     set a new password (ends the user's sessions and any sign-in lock);
                                     with --reset-two-step also turns their two-step sign-in off
  reset-two-step <username>          a lost phone: turns the user's two-step sign-in off and ends their
                                     sessions; where it is required they set it up again at next sign-in
  set-email <username> [address]     where the user is told of wrong passwords (none: the office address)
  list                               show every staff user
  disable <username>                 stop a user signing in (ends the user's sessions)
  enable <username>                  let a disabled user sign in again
The password is read from ADMIN_PASSWORD, or asked for (twice) without echo.`

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  const first = await promptSecret('Password: ')
  const second = await promptSecret('Repeat the password: ')
  if (first !== second) throw new AuthError(400, 'The passwords do not match.')
  return first
}

async function main(args: string[]): Promise<number> {
  const [command, rawUsername, ...rest] = args
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE)
    return command ? 0 : 1
  }
  const needsUser = command !== 'list'
  const commands = ['create', 'reset-password', 'reset-two-step', 'set-email', 'set-role', 'list', 'disable', 'enable']
  const resetTwoStep = command === 'reset-password' && rest[0] === '--reset-two-step'
  const badFlag = command === 'reset-password' && rest.length > 0 && !resetTwoStep
  if (!commands.includes(command) || (needsUser && !rawUsername) || badFlag) {
    console.error(USAGE)
    return 1
  }
  const parsedName = needsUser ? UsernameSchema.safeParse(rawUsername) : undefined
  if (parsedName && !parsedName.success) {
    console.error(parsedName.error.issues[0]?.message)
    return 1
  }
  const username = parsedName?.data ?? ''

  const config = loadConfig()
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(handle.db)
    const staff = createStaffUsers(handle.db, undefined, handle.dialect)
    if (command === 'list') {
      const users = await staff.list()
      if (users.length === 0) console.log('No staff users.')
      for (const u of users) {
        const state = u.disabled ? 'disabled' : u.mustChangePassword ? 'must change password' : u.twoStep ? 'active, two-step' : 'active'
        console.log(
          `${u.username.padEnd(24)} ${u.displayName.padEnd(24)} ${ROLE_LABELS[u.role].padEnd(7)} ${state.padEnd(22)} last sign-in ${u.lastSignInAt ?? 'never'}`,
        )
      }
      return 0
    }
    if (command === 'create') {
      const password = await askPassword()
      const { user } = await staff.create(username, { password, displayName: rest.join(' ').trim() || undefined, role: 'editor' })
      console.log(`Created staff user "${user.username}". They can sign in at ${config.publicUrl}/admin/login`)
      return 0
    }
    const user = await staff.findByUsername(username)
    if (!user) {
      console.error(`No staff user named "${username}".`)
      return 1
    }
    if (command === 'set-email') {
      const email = StaffEmailSchema.safeParse(rest[0] ?? '')
      if (!email.success) {
        console.error(email.error.issues[0]?.message)
        return 1
      }
      await staff.setEmail(user.id, email.data)
      console.log(
        email.data
          ? `Security notices of "${username}" go to ${email.data}.`
          : `Security notices of "${username}" go to the office address.`,
      )
    } else if (command === 'set-role') {
      const [role, agent] = rest
      if (!isStaffRole(role)) {
        console.error(`Give the role: ${STAFF_ROLES.join(', ')}.`)
        return 1
      }
      // An agent card is named by the e-mail visitors see on it, or by its id.
      const agentId = agent ? ((await createAgentAdminRepository(handle.db).idByEmail(agent.trim())) ?? agent.trim()) : null
      const changed = await staff.setRole(user.id, role, agentId)
      // Owner, editor and agent all take "an".
      console.log(`"${username}" is now an ${ROLE_LABELS[changed.role].toLowerCase()}.`)
    } else if (command === 'reset-password') {
      await staff.resetPassword(user.id, await askPassword())
      if (resetTwoStep) await staff.resetTwoStep(user.id)
      console.log(`Password of "${username}" changed${resetTwoStep ? ' and two-step sign-in turned off' : ''}; their sessions have ended.`)
    } else if (command === 'reset-two-step') {
      await staff.resetTwoStep(user.id)
      console.log(`Two-step sign-in of "${username}" is off and their sessions have ended; they sign in with their password.`)
    } else {
      await staff.setDisabled(user.id, command === 'disable')
      console.log(command === 'disable' ? `Disabled "${username}"; their sessions have ended.` : `Enabled "${username}".`)
    }
    return 0
  } finally {
    await handle.close()
  }
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (err) {
  if (err instanceof AuthError || err instanceof ConfigError) {
    console.error(err.message)
    process.exitCode = 1
  } else throw err
} finally {
  // A piped stdin read by the password prompt would otherwise keep the process alive.
  process.stdin.destroy()
}
