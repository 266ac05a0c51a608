package dev.catalogkit.engine;

import org.opentest4j.TestAbortedException;

/**
 * A step a check needs before it can judge its requirement did not work (say, creating the view a
 * replace check replaces). The check is NOT_VERIFIED; the step's own check reports the failure.
 */
public final class PreconditionFailed extends TestAbortedException {
  public PreconditionFailed(String message) {
    super(BoundedText.cut(message));
  }

  @Override
  public synchronized Throwable fillInStackTrace() {
    return this;
  }
}
