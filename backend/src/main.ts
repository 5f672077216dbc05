import { serve } from './serve';

/** `npm start`: the site and the API. */
void serve();
