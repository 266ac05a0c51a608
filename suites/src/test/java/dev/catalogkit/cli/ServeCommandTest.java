package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.iceberg.IcebergFault;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@code serve} and {@code --list} take profile names as the main command does. */
class ServeCommandTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
  }

  @Test
  void listFaultsExplainsEachFaultInOneLineWithItsRequirement() {
    assertThat(run("serve", "--list-faults")).isZero();
    String listing = out.toString();
    Arrays.stream(IcebergFault.values())
        .forEach(
            fault ->
                assertThat(listing)
                    .containsPattern("(?m)^  " + fault.name() + " +" + label(fault) + " +\\S.*$"));
    assertThat(listing).doesNotContain("PAI-");
  }

  @Test
  void serveTakesProfileNamesInAnyCase() {
    assertThat(run("serve", "--profile", "paimon", "--list-faults")).isZero();
    String lower = out.toString();
    out.getBuffer().setLength(0);
    assertThat(run("serve", "--profile", "PAIMON", "--list-faults")).isZero();
    assertThat(out.toString()).isEqualTo(lower).contains("PAI-GATE-01").doesNotContain("ICE-");
  }

  @Test
  void anUnknownServeProfileIsAOneLineUsageError() {
    assertThat(run("serve", "--profile", "delta", "--list-faults")).isEqualTo(2);
    assertThat(err.toString().strip())
        .matches("error: unknown profile delta \\(.*iceberg or paimon\\)");
  }

  @Test
  void listFollowsTheProfile() {
    assertThat(run("--list", "--profile", "paimon")).isZero();
    assertThat(out.toString()).contains("PAI-GATE-01").doesNotContain("ICE-");
  }

  private static String label(Fault fault) {
    if (fault.violates()) {
      return fault.breaks();
    }
    if (fault.onlyShownBySequences()) {
      return fault.breaks() + " \\(explore\\)";
    }
    if (fault.onlyFailsSomeRequests()) {
      return "\\(server errors\\)";
    }
    return fault.leavesRunIncomplete() ? "\\(INCOMPLETE\\)" : "\\(nothing\\)";
  }
}
