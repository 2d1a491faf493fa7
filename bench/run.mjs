// `npm run bench [-- --db=postgres] [--quick] [--only=p1,p2,…]`: see bench/README.md.
// The bench is TypeScript (it imports the API's migrations and the domain's rules); tsx runs it.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
