/**
 * Spec §4 branch switch: the server issues tokens scoped to the chosen branch
 * (null = all branches, admins only). Both the new tokens and the branch record
 * are stored before the caller reloads, so the next page load starts in it.
 */
import type { AxiosInstance } from 'axios';
import { selectBranch, type BranchRecord, type TokenPair, type TokenStore } from '../http/token-store';

export const SWITCH_BRANCH_PATH = '/oauth/token/switch-branch';

export async function switchBranch(http: AxiosInstance, tokens: TokenStore, branch: BranchRecord | null): Promise<void> {
  const { data } = await http.post<TokenPair>(SWITCH_BRANCH_PATH, { id: branch?.id ?? null });
  tokens.save(data);
  selectBranch(branch);
}
