import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';
import { clientErrorRoutes } from './client-errors';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { statementRoutes } from './statements';
import { outcomeRoutes } from './outcomes';
import { leaderboardRoutes } from './leaderboards';
import { trendingRoutes } from './trending';
import { insightsRoutes } from './insights';
import { recordRoutes } from './records';
import { voteRoutes } from './votes';
import { commentRoutes } from './comments';
import { followRoutes } from './follows';
import { directoryRoutes } from './directory';
import { profileRoutes } from './profiles';
import { avatarUploadRoutes } from './avatar-upload';
import { demoImageRoutes } from './demo-images';
import { searchRoutes } from './search';
import { reportRoutes } from './reports';
import { moderationRoutes } from './moderation';
import { notificationRoutes } from './notifications';
import { sourceCheckRoutes } from './source-checks';
import { punditRecordRoutes } from './pundit-records';
import { appealRoutes } from './appeals';
import { visibilityGuard } from './visibility-guard';
import { siteRemoteRoutes } from './site-remotes';
import { gameRoutes } from './games';

/** One plugin per resource; each owns its paths under /api. */
export async function apiRoutes(app: FastifyInstance) {
  visibilityGuard(app); // hidden content and what hangs under it answer as if it did not exist
  await app.register(healthRoutes);
  await app.register(clientErrorRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(statementRoutes);
  await app.register(outcomeRoutes);
  await app.register(leaderboardRoutes);
  await app.register(trendingRoutes);
  await app.register(insightsRoutes);
  await app.register(recordRoutes);
  await app.register(voteRoutes);
  await app.register(commentRoutes);
  await app.register(followRoutes);
  await app.register(directoryRoutes);
  await app.register(profileRoutes);
  await app.register(avatarUploadRoutes);
  await app.register(demoImageRoutes);
  await app.register(searchRoutes);
  await app.register(reportRoutes);
  await app.register(moderationRoutes);
  await app.register(notificationRoutes);
  await app.register(sourceCheckRoutes);
  await app.register(punditRecordRoutes);
  await app.register(appealRoutes);
  await app.register(siteRemoteRoutes);
  await app.register(gameRoutes);
}
