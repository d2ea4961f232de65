// The public face of the twins' path rules, for other features (serving writes the server configs'
// list of twinned pages with them) without reaching into this feature's logic/ folder.
export { absoluteUrl, twinFileFor, twinRouteFor } from './logic/twinPath';
