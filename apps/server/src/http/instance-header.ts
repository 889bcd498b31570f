/** The answer header naming the instance that served it, when INSTANCE_NAME is set (ADR 0013). */
export const INSTANCE_HEADER = 'x-earshot-instance';
