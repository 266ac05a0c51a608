package dev.catalogkit.spec;

import java.util.Objects;

/**
 * One checkable rule of the spec, as data: a stable ID that is never reused or renumbered, its
 * level, the area (one suite class per area), a one-line title and the sentence it traces to.
 *
 * <p>{@code implied} marks rules the seeds imply rather than state; a violation of one is reported
 * as WARN, never FAIL. {@code notVerified} carries the reason a rule cannot be checked from outside
 * the server; such a rule has no check and is reported NOT_VERIFIED.
 */
public record Requirement(
    String id,
    Level level,
    String area,
    String title,
    boolean implied,
    SpecSource source,
    String notVerified) {

  public Requirement {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(level, "level of " + id);
    Objects.requireNonNull(area, "area of " + id);
    Objects.requireNonNull(title, "title of " + id);
    Objects.requireNonNull(source, "source of " + id);
  }

  public boolean isVerifiable() {
    return notVerified == null;
  }

  /** The display name every check of this requirement carries: {@code ID [LEVEL] title}. */
  public String displayName() {
    return id + " [" + level + (implied ? ", implied" : "") + "] " + title;
  }
}
