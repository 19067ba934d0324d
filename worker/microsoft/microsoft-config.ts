import { endpointsAreSafe } from "../calendar-connections/provider-endpoints";
import type { Env } from "../env";

/** The Microsoft identity platform (any work, school or personal account) and Graph v1.0; an operator (or a test's fake) may point each elsewhere. */
const DEFAULTS = {
  authorityUrl: "https://login.microsoftonline.com/common/oauth2/v2.0",
  graphUrl: "https://graph.microsoft.com/v1.0",
} as const;

export interface MicrosoftConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  graphUrl: string;
}

/** The instance's Microsoft settings, or null when the operator has not set them up or an endpoint would carry tokens in clear. */
export function microsoftConfig(env: Env): MicrosoftConfig | null {
  if (!env.MICROSOFT_CLIENT_ID || !env.MICROSOFT_CLIENT_SECRET) return null;
  const authority = (env.MICROSOFT_AUTHORITY_URL || DEFAULTS.authorityUrl).replace(/\/+$/, "");
  const config: MicrosoftConfig = {
    clientId: env.MICROSOFT_CLIENT_ID,
    clientSecret: env.MICROSOFT_CLIENT_SECRET,
    authorizeUrl: `${authority}/authorize`,
    tokenUrl: `${authority}/token`,
    graphUrl: (env.MICROSOFT_GRAPH_URL || DEFAULTS.graphUrl).replace(/\/+$/, ""),
  };
  return endpointsAreSafe(env, "microsoft", [config.authorizeUrl, config.tokenUrl, config.graphUrl]) ? config : null;
}
