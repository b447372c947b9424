import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createApiClient } from "./api";
import { createConsoleRouter } from "./router";
import { SessionProvider } from "./session";
import "./console.css";

const container = document.getElementById("konsol");
if (!container) throw new Error("#konsol is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <SessionProvider api={createApiClient()}>
      <RouterProvider router={createConsoleRouter()} />
    </SessionProvider>
  </StrictMode>,
);
