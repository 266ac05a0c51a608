package dev.catalogkit.spec;

import java.util.List;
import java.util.Objects;

/**
 * One checkable rule of the spec, as data: a stable ID that is never reused or renumbered, its
 * level, the area (one suite class per area), a one-line title and the sentence it traces to.
 *
 * <p>The level alone decides how a violation is reported (MUST fails, SHOULD warns, MAY notices);
 * {@code docs/internal/levels.md} says how a level is read from the words. {@code implied} marks
 * rules the text implies rather than states; such a rule is never MUST. {@code reading} writes down
 * how the kit reads a sentence where the words leave room. {@code hint} tells a server's developers
 * what usually goes wrong. {@code notVerified} carries the reason a rule cannot be checked from
 * outside the server; such a rule has no check and is reported NOT_VERIFIED. {@code anchors} name
 * the methods of Apache Iceberg's REST Compatibility Kit whose server behaviour the rule covers
 * ({@code ViewCatalogTests#renameView}), so the mapping in {@code docs/rck-parity.md} stays visible
 * in the data; empty for rules the RCK does not exercise. {@code obligation} says what in the quote
 * makes a MUST the server's obligation and with which words ({@code "must word: servers must use
 * both ..."}); the catalogue loader refuses a MUST without one.
 */
public record Requirement(
    String id,
    Level level,
    String area,
    String title,
    boolean implied,
    SpecSource source,
    String reading,
    String hint,
    String notVerified,
    List<String> anchors,
    String obligation) {

  /** A requirement no RCK method exercises. */
  public Requirement(
      String id,
      Level level,
      String area,
      String title,
      boolean implied,
      SpecSource source,
      String reading,
      String hint,
      String notVerified) {
    this(id, level, area, title, implied, source, reading, hint, notVerified, List.of(), null);
  }

  public Requirement {
    anchors = anchors == null ? List.of() : List.copyOf(anchors);
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(level, "level of " + id);
    Objects.requireNonNull(area, "area of " + id);
    Objects.requireNonNull(title, "title of " + id);
    Objects.requireNonNull(source, "source of " + id);
    Objects.requireNonNull(hint, "hint of " + id);
    if (implied && level == Level.MUST) {
      throw new SpecDocumentException(
          id + " is implied, so it cannot be MUST (docs/internal/levels.md)");
    }
  }

  public boolean isVerifiable() {
    return notVerified == null;
  }

  /** The display name every check of this requirement carries: {@code ID [LEVEL] title}. */
  public String displayName() {
    return id + " [" + level + (implied ? ", implied" : "") + "] " + title;
  }
}
