// The browser journeys need Debian's Chromium; never download another browser.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `\nChromium is missing at ${path}: the end-to-end journeys cannot run.\n` +
      "Install Debian's Chromium with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      '(or set CHROMIUM_PATH to a Chromium binary).\n',
  );
  process.exit(1);
}
