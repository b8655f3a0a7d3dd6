/** Unknown API paths answer in the API's error format, not with the HTML 404 page. */
import { unknownApiPath } from '#src/server/http/endpoint.ts';

export const ALL = unknownApiPath;
