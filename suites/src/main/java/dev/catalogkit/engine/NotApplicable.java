package dev.catalogkit.engine;

import org.opentest4j.TestAbortedException;

/** The server does not offer what a check needs (found out at run time); reported with reason. */
public final class NotApplicable extends TestAbortedException {
  public NotApplicable(String reason) {
    super(reason);
  }

  @Override
  public synchronized Throwable fillInStackTrace() {
    return this;
  }
}
