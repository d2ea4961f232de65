/** The accessible names of the zoom buttons, the same before and after the zoom code loads. */
export const enlargeLabel = 'Enlarge diagram';
export const closeLabel = 'Close the enlarged diagram';
