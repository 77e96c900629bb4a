import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators';

interface DemoUsers {
  password: string;
  users: { uid: string; email: string; displayName: string; role: string }[];
}

const demo = JSON.parse(readFileSync(join(ROOT, 'emulator-data/users.json'), 'utf8')) as DemoUsers;

export const DEMO_PASSWORD = demo.password;

export function demoAccount(role: string) {
  const account = demo.users.find((user) => user.role === role);
  if (!account) throw new Error(`No demo account with role ${role} in emulator-data/users.json`);
  return account;
}

/** A value from the functions' env and secret files (the emulator's configuration of them). */
export function functionsEnv(name: string): string {
  for (const file of ['.env.demo-service-centre', '.env', '.secret.local']) {
    const text = readFileSync(join(ROOT, 'functions', file), 'utf8');
    const line = text.split('\n').find((l) => l.startsWith(`${name}=`));
    if (line) return line.slice(name.length + 1).trim();
  }
  throw new Error(`${name} is not set in functions/.env*`);
}
