// @ts-check
// The site's configuration as the owner's commands read it: as the build reads it (`.env`, then
// the environment), an error in it refused with the fix, in the family's words.
import { Refusal } from "./cli.mjs";
import { common } from "./messages.mjs";
import { ROOT } from "./processes.mjs";
import { parseSiteEnv, SiteEnvError } from "../../src/config/env-schema.ts";
import { siteEnv } from "../../integrations/site-globals.ts";

export function ownerSiteConfig() {
  try {
    return parseSiteEnv(siteEnv("production", ROOT));
  } catch (error) {
    if (error instanceof SiteEnvError) {
      throw new Refusal(common.envInvalid(error.message), common.envInvalidFix);
    }
    throw error;
  }
}
