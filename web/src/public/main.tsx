import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AuthProvider } from "../auth/auth-context";
import { I18nProvider } from "../i18n/i18n-context";
import { startPage } from "./embed-mode";
import { PublicPage } from "./router";
import "../styles.css";

/*
 * The visitor pages' own entry (web/public.html, built by `vite build --mode public`): React, the
 * session and three pages, none of the host app. Links to the host app are full navigations.
 */
startPage();

const root = document.getElementById("root");
if (!root) throw new Error("public.html has no #root element.");

createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <AuthProvider>
        <PublicPage />
      </AuthProvider>
    </I18nProvider>
  </StrictMode>,
);
