import "./styles/global.css";
import { routeForPath } from "./config/routes";
import { notFoundContent } from "./content/pages";
import { scheduleIslands } from "./islands/schedule-islands";
import { decorateCheckoutLinks } from "./lib/promo/decorate-links";
import { startReveal } from "./lib/reveal/start-reveal";

if (routeForPath(window.location.pathname) === "notFound") {
  console.error(notFoundContent.consoleMessage(window.location.pathname));
}
decorateCheckoutLinks();
startReveal();
scheduleIslands();
