package dev.catalogkit.report;

import java.time.LocalDate;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A known deviation the user accepts: the failures of one requirement (or of one case of it) are
 * reported as WAIVED with the reason, and do not fail the gate until the waiver expires.
 *
 * @param requirementId the requirement, upper case
 * @param caseName one case of a parameterised check, or null for every check of the requirement; it
 *     matches the invocation index of the check ID ({@code Suite#method[3]}) or the case's display
 *     name (what follows {@code ·} in the check name)
 * @param expires the last day the waiver holds, or null for no end
 */
public record Waiver(String requirementId, String caseName, String reason, LocalDate expires) {

  private static final Pattern TARGET = Pattern.compile("([A-Za-z0-9-]+)(?:\\[(.+)])?");

  public Waiver {
    requirementId = requirementId.toUpperCase(Locale.ROOT);
  }

  /** A waiver for {@code ID} or {@code ID[case]}. */
  public static Waiver of(String target, String reason, LocalDate expires) {
    Matcher matcher = TARGET.matcher(target.strip());
    if (!matcher.matches()) {
      throw new IllegalArgumentException(
          "a waiver names a requirement ID or ID[case], got \"" + target + "\"");
    }
    return new Waiver(matcher.group(1), matcher.group(2), reason, expires);
  }

  /** {@code ID} or {@code ID[case]}, as written in the waiver file. */
  public String target() {
    return caseName == null ? requirementId : requirementId + "[" + caseName + "]";
  }

  /** Past its last day on {@code today}. */
  public boolean expiredOn(LocalDate today) {
    return expires != null && today.isAfter(expires);
  }

  boolean covers(CheckResult check) {
    return requirementId.equalsIgnoreCase(String.valueOf(check.requirementId()))
        && (caseName == null
            || check.id().endsWith("[" + caseName + "]")
            || check.name().endsWith(" \u00b7 " + caseName));
  }
}
