// The frame of the sandbox's own server-rendered pages (registries, e-ID): one
// look, no script (the strict CSP allows none inline), every value escaped by
// hono/html.
import { html } from 'hono/html';

export type Markup = ReturnType<typeof html>;

export const sandboxPage = (o: { title: string; notice: Markup; body: Markup; footer?: Markup }) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${o.title}</title>
        <style>
          :root {
            color-scheme: light dark;
          }
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            max-width: 40rem;
            margin: 4rem auto;
            padding: 0 1rem;
          }
          table {
            border-collapse: collapse;
            width: 100%;
          }
          th,
          td {
            text-align: left;
            padding: 0.4rem;
            border-bottom: 1px solid #8884;
          }
          input {
            font: inherit;
            padding: 0.4rem;
            width: 100%;
            box-sizing: border-box;
          }
          button {
            font: inherit;
            padding: 0.5rem 1rem;
            border-radius: 0.4rem;
            border: 0;
            background: #2563eb;
            color: #fff;
            cursor: pointer;
          }
        </style>
      </head>
      <body>
        <main>
          <p>${o.notice}</p>
          <h1>${o.title}</h1>
          ${o.body} ${o.footer ?? ''}
        </main>
      </body>
    </html>`;
