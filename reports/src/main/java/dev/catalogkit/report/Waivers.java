package dev.catalogkit.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The waiver file ({@code --waivers FILE}) and what it does to a run's checks. The file is YAML:
 *
 * <pre>
 * waivers:
 *   - requirement: ICE-VCR-04          # or ICE-REQ-01[3], one case of a parameterised check
 *     reason: "tracked as VENDOR-123"  # required: it is shown wherever the failure is
 *     expires: 2026-12-31              # optional: the last day the waiver holds
 * </pre>
 */
public final class Waivers {

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  private Waivers() {}

  /** What applying the waivers gave: the checks, waived ones marked, and the waivers at fault. */
  public record Applied(List<CheckResult> checks, List<WaiverProblem> problems) {}

  /** Reads a waiver file; any problem is one line naming the file and the entry. */
  public static List<Waiver> read(Path file) {
    JsonNode root;
    try {
      root = YAML.readTree(file.toFile());
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "cannot read waiver file " + file + ": " + e.getMessage().lines().findFirst().orElse(""));
    }
    JsonNode entries = root == null ? null : root.get("waivers");
    if (entries == null || !entries.isArray()) {
      throw new IllegalArgumentException(
          "waiver file " + file + " has no list \"waivers:\" (see README, Waivers)");
    }
    List<Waiver> waivers = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      waivers.add(entry(entries.get(i), file + " entry " + (i + 1)));
    }
    return List.copyOf(waivers);
  }

  private static Waiver entry(JsonNode entry, String where) {
    String target = text(entry, "requirement");
    String reason = text(entry, "reason");
    if (target == null || reason == null || reason.isBlank()) {
      throw new IllegalArgumentException(where + " needs \"requirement\" and a \"reason\"");
    }
    String expires = text(entry, "expires");
    try {
      return Waiver.of(target, reason, expires == null ? null : LocalDate.parse(expires));
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(where + ": expires must be a date like 2026-12-31");
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(where + ": " + e.getMessage());
    }
  }

  private static String text(JsonNode entry, String field) {
    JsonNode value = entry.get(field);
    return value == null || value.isNull() ? null : value.asText();
  }

  /**
   * Marks each violated check (FAIL, WARN or NOTICE) that a waiver in force covers as WAIVED with
   * the waiver's reason; an expired waiver covers nothing. Returns the waivers that expired or
   * covered no failure.
   */
  public static Applied apply(List<Waiver> waivers, List<CheckResult> checks, LocalDate today) {
    Set<Waiver> used = new LinkedHashSet<>();
    List<CheckResult> result = new ArrayList<>();
    for (CheckResult check : checks) {
      Waiver waiver =
          check.outcome().isViolation()
              ? waivers.stream()
                  .filter(w -> !w.expiredOn(today) && w.covers(check))
                  .findFirst()
                  .orElse(null)
              : null;
      if (waiver == null) {
        result.add(check);
      } else {
        used.add(waiver);
        result.add(check.waived("waived (was " + check.outcome() + "): " + waiver.reason()));
      }
    }
    List<WaiverProblem> problems = new ArrayList<>();
    for (Waiver waiver : waivers) {
      if (waiver.expiredOn(today)) {
        problems.add(
            new WaiverProblem(
                waiver, "expired on " + waiver.expires() + ": the failures it covered count"));
      } else if (!used.contains(waiver)) {
        problems.add(
            new WaiverProblem(
                waiver, "matches no failure in this run: remove it if the server is fixed"));
      }
    }
    return new Applied(result, problems);
  }
}
