import type { ComponentType } from "react";
import type { RouteId } from "../config/routes";
import { HomePage } from "./home-page";
import { PrivacyPage, TermsPage } from "./legal-pages";
import { NotFoundPage } from "./not-found-page";

/** The page component of each document, for prerendering. */
export const pages: Record<RouteId, ComponentType> = {
  home: HomePage,
  terms: TermsPage,
  privacy: PrivacyPage,
  notFound: NotFoundPage,
};
