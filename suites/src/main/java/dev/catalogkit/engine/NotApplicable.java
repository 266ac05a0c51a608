package dev.catalogkit.engine;

import java.util.List;
import java.util.stream.Stream;
import org.opentest4j.TestAbortedException;

/** The server does not offer what a check needs (found out at run time); reported with reason. */
public final class NotApplicable extends TestAbortedException {
  public NotApplicable(String reason) {
    super(BoundedText.cut(reason));
  }

  /**
   * The cases of a parameterised check, or NOT_APPLICABLE with this reason when there are none: an
   * empty source would otherwise make JUnit fail the check ("You must configure at least one set of
   * arguments"), an ERROR of the kit's where the server merely gave nothing to judge.
   */
  public static <T> Stream<T> unlessNone(Stream<T> cases, String whyNone) {
    List<T> all = cases.toList();
    if (all.isEmpty()) {
      throw new NotApplicable(whyNone);
    }
    return all.stream();
  }

  @Override
  public synchronized Throwable fillInStackTrace() {
    return this;
  }
}
