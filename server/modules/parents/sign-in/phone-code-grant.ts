/**
 * The token endpoint's `phone_code` grant: a parent's phone and the code sent to it. The tries
 * go through the sign-in brake like passwords (login-attempts.ts: per parent and per address),
 * besides each code's own SIGN_IN_CODE.tries. A right code gives the parent's login (made the
 * first time) its tokens, refreshed and revoked as staff's are.
 */
import type { Db } from '../../../db/client';
import type { Academy } from '../../../core/context';
import type { AuditNote } from '../../../core/audit-log';
import { issueTokens, type TokenPair, type TokenSettings } from '../../../core/tokens';
import { SIGN_IN_CODE } from '../../../../domain/parent-sign-in';
import { OAuthError, slowDown } from '../../auth/auth-service';
import { bookAttempt, clearFailures } from '../../auth/login-attempts';
import { smsPhone } from '../../notifications/sms/sms-text';
import { parentAccount, parentUserName } from './parent-accounts';
import { spendCode } from './sign-in-codes';

const CODE = new RegExp(`^\\d{${SIGN_IN_CODE.digits}}$`);

export async function phoneCodeGrant(
  db: Db,
  s: TokenSettings,
  academy: Academy,
  typedPhone: string,
  code: string,
  ip: string,
  audit: AuditNote = {},
): Promise<TokenPair> {
  const phone = smsPhone(typedPhone);
  if (!phone) throw new OAuthError(400, 'invalid_grant', 'codeInvalid');
  const userName = parentUserName(phone);
  audit.userName = userName;
  if (!(await bookAttempt(db, academy.id, userName, ip))) throw slowDown();
  const spent = CODE.test(code.trim()) && (await spendCode(db, s.secret, academy.id, phone, code.trim()));
  const login = spent ? await parentAccount(db, academy.id, phone) : null;
  // The booked attempt stays as the failure.
  if (!login) throw new OAuthError(400, 'invalid_grant', 'codeInvalid');
  Object.assign(audit, { userId: login.id, branchId: null });
  await clearFailures(db, academy.id, userName);
  return issueTokens(db, s, { userId: login.id, academyId: academy.id, branchId: null });
}
