// `npm run user:admin -- <email> [--revoke]`: grants (or takes away) the admin role of an existing user.
import { randomUUID } from 'node:crypto';
import { bootServices } from '../src/server/boot.js';
import { now } from '../src/server/db/codec.js';
import { loadEnv } from '../src/server/env.js';

async function main() {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const email = args
    .find((arg) => !arg.startsWith('--'))
    ?.trim()
    .toLowerCase();
  if (!email) {
    console.error('Usage: npm run user:admin -- <email> [--revoke]');
    return 2;
  }
  const { database } = await bootServices({ ...loadEnv(), logLevel: 'warn' });
  const { db } = database;
  try {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) {
      console.error(`No account uses ${email}.`);
      return 1;
    }
    if (revoke) {
      await db.deleteFrom('user_roles').where('user_id', '=', user.id).where('role', '=', 'admin').execute();
      console.log(`${email} is no longer an admin.`);
    } else {
      await db
        .insertInto('user_roles')
        .values({ id: randomUUID(), user_id: user.id, role: 'admin', created_at: now() })
        .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
        .execute();
      console.log(`${email} is now an admin.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
