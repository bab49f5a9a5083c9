import 'reflect-metadata';
import { main } from './main';

void main();
