import { main } from './main';

void main();
