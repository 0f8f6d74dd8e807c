import "./styles/global.css";
import { routeForPath } from "./config/routes";
import { notFoundContent } from "./content/pages";
import { scheduleIslands } from "./islands/schedule-islands";
import { decorateCheckoutLinks } from "./lib/promo/decorate-links";
import { startReveal } from "./lib/reveal/start-reveal";

function enhance(): void {
  if (routeForPath(window.location.pathname) === "notFound") {
    console.error(notFoundContent.consoleMessage(window.location.pathname));
  }
  decorateCheckoutLinks();
  startReveal();
  scheduleIslands();
}

const container = document.getElementById("root");
if (import.meta.env.DEV && container && !container.hasChildNodes()) {
  void import("./dev-render").then(({ renderForDevelopment }) => {
    renderForDevelopment(container);
    requestAnimationFrame(() => decorateCheckoutLinks());
  });
} else {
  enhance();
}
