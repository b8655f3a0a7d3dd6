/** Unknown API paths answer in the API's error format, not with the HTML 404 page. */
import { unknownApiPath } from '../../server/http/endpoint';

export const ALL = unknownApiPath;
