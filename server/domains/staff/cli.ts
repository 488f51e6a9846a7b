/**
 * `npm run admin -- create-user <email> --role admin|sales`: makes a staff member (a new user, or an
 * existing one given the role) on the Node database (DATABASE_FILE, else DATA_DIR/chipshop.db,
 * else data/chipshop.db, as `npm start`) and prints a one-time link (48 hours) where they set their
 * password and enrol their authenticator. The link is on PUBLIC_URL (else http://localhost:PORT).
 * This is how the first admin comes to be; admins then add staff in the console.
 */
import { closeNodeDb } from '../../db/node'
import { nodeLogger, nodePort, prepareDatabase } from '../../node-ports'
import { Email } from '../../../contract/validation'
import { StaffRole } from '../../../contract/admin'
import { createStaffUser } from './service'

const USAGE = 'usage: npm run admin -- create-user <email> --role admin|sales'

async function main() {
  const args = process.argv.slice(2)
  const [command, email] = args
  const roleAt = args.indexOf('--role')
  const roleArg = roleAt > 0 ? args[roleAt + 1] : args.find((a) => a.startsWith('--role='))?.slice(7)
  if (command !== 'create-user' || !email) throw new Error(USAGE)
  const parsedEmail = Email.safeParse(email)
  if (!parsedEmail.success) throw new Error(`not an e-mail address: ${email}\n${USAGE}`)
  const role = StaffRole.safeParse(roleArg)
  if (!role.success) throw new Error(`--role must be admin or sales\n${USAGE}`)
  const root = process.env.CHIPSHOP_ROOT ?? process.cwd()
  const env = { LOG: 'off', ...process.env }
  const db = await prepareDatabase(root, env, nodeLogger(env))
  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${nodePort(process.env)}`
  const { link } = await createStaffUser(db, { email: parsedEmail.data, role: role.data }, new Date(), publicUrl)
  closeNodeDb(db)
  console.log(`${role.data} ${parsedEmail.data}: set the password and the authenticator within 48 hours at\n${link}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
