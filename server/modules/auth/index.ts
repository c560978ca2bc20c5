/** Auth and accounts: OAuth 2 tokens, web view links, the signed-in user's profile and password, staff password resets. */
import type { FastifyInstance } from 'fastify';
import { oauthRoutes } from './oauth-routes';
import { profileRoutes } from './profile-routes';
import { accountRoutes } from './account-routes';
import { userRoutes } from './user-routes';
import { viewLinkRoutes } from './view-link-routes';

export default async function auth(app: FastifyInstance): Promise<void> {
  oauthRoutes(app);
  profileRoutes(app);
  accountRoutes(app);
  userRoutes(app);
  viewLinkRoutes(app);
}
