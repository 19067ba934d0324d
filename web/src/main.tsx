import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AuthProvider } from "./auth/auth-context";
import { HostI18nProvider } from "./i18n/host-i18n-provider";
import { startTheme } from "./lib/theme";
import { AppRoutes } from "./routes";
import "./styles.css";

startTheme();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AuthProvider>
        <HostI18nProvider>
          <AppRoutes />
        </HostI18nProvider>
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>,
);
