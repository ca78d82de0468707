import express from "express";
import { type DatabaseConnection } from "../../backend/database-connection";
import { type Logger } from "../../logger";
import { registerMatchRoutes } from "./match-routes";
import { registerHighlightRoutes } from "./highlight-routes";
import { registerSitemapRoutes } from "./sitemap-routes";
import { registerOddsRoutes } from "./odds-routes";
import { registerStandingRoutes } from "./standing-routes";
import { registerPlayerRoutes } from "./player-routes";
import { registerSearchRoutes } from "./search-routes";
import { registerTeamRoutes } from "./team-routes";

/**
 * The sports API (spec section 7, "Sports API"; docs/sports-api.md), mounted at /api/v1 on the
 * backend service. Each feature registers its paths from its own file (define-route.ts says what
 * every path does with bad parameters, failures and cache validators).
 */
export function createSportsRouter(database: DatabaseConnection, logger: Logger): express.Router {
  const router = express.Router();
  const context = { router, database, logger };
  registerMatchRoutes(context);
  registerStandingRoutes(context);
  registerTeamRoutes(context);
  registerPlayerRoutes(context);
  registerSearchRoutes(context);
  registerOddsRoutes(context);
  registerHighlightRoutes(context);
  registerSitemapRoutes(context);

  router.use((_request, response) => {
    response.status(404).json({ error: "not_found" });
  });
  return router;
}
