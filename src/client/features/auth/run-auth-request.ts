import { toast } from 'sonner';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api-client';

interface AuthResult {
  error: { message?: string | undefined; code?: string | undefined } | null;
}

export type AuthOutcome = { ok: true } | { ok: false; code: string | undefined };

export async function runAuthRequest(request: () => Promise<AuthResult>): Promise<AuthOutcome> {
  try {
    const { error } = await request();
    if (!error) return { ok: true };
    console.error(error);
    toast.error(error.message || GENERIC_ERROR_MESSAGE);
    return { ok: false, code: error.code };
  } catch (error) {
    console.error(error);
    toast.error(GENERIC_ERROR_MESSAGE);
    return { ok: false, code: undefined };
  }
}
