package dev.catalogkit.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The test counts of one RCK run, read from the JUnit console's summary. */
record TestCounts(int found, int passed, int failed, int aborted, int skipped) {

  /** e.g. {@code [ 139 tests successful ]}; aborted = a failed assumption. */
  private static final Pattern LINE =
      Pattern.compile("\\[\\s*(\\d+) tests (found|successful|failed|aborted|skipped)\\s*]");

  static TestCounts read(Path consoleOutput) throws IOException {
    Map<String, Integer> counts = new HashMap<>();
    Matcher line = LINE.matcher(Files.readString(consoleOutput));
    while (line.find()) {
      counts.put(line.group(2), Integer.parseInt(line.group(1)));
    }
    if (!counts.containsKey("found")) {
      throw new IllegalStateException("no JUnit summary in " + consoleOutput);
    }
    return new TestCounts(
        counts.get("found"),
        counts.getOrDefault("successful", 0),
        counts.getOrDefault("failed", 0),
        counts.getOrDefault("aborted", 0),
        counts.getOrDefault("skipped", 0));
  }

  String tsv() {
    return found + "\t" + passed + "\t" + failed + "\t" + aborted + "\t" + skipped;
  }
}
