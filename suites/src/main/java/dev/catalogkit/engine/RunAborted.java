package dev.catalogkit.engine;

/**
 * The run could not be done: the target is unreachable, the kit's own documents are broken, or the
 * run's namespace could not be made. The command line prints the message as one line, exit 2.
 */
public final class RunAborted extends RuntimeException {
  public RunAborted(String message) {
    super(message);
  }
}
