// The zoom library and its styles, in a chunk of their own that loads on the first zoom only.
import 'react-medium-image-zoom/dist/styles.css';

export { Controlled } from 'react-medium-image-zoom';
