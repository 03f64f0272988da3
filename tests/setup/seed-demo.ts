import { seedDemoTemplate } from '#tests/helpers/seed-template.ts'

// The global setup seeds the demo business in its own process: the image
// pipeline then uses a core of its own instead of stalling the process that
// serves the test workers. Usage: node --import tsx tests/setup/seed-demo.ts <dir>

const dir = process.argv[2]
if (!dir) throw new Error('usage: seed-demo.ts <dir>')
await seedDemoTemplate(dir)
