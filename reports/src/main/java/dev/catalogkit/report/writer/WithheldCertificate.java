package dev.catalogkit.report.writer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Withdraws a certificate already written when something judged after the reports fails the run
 * ({@code --explore}): {@code certificate.json} says not certified and why, with the run's exit
 * code, and {@code badge.json} turns red. A certificate must never say "certified" for a run that
 * exits 1.
 */
public final class WithheldCertificate {

  private static final ObjectMapper JSON = new ObjectMapper();

  private WithheldCertificate() {}

  /** Rewrites both files in {@code reportDir}, where they exist. */
  public static void after(Path reportDir, String reason, int exitCode) throws IOException {
    Path certificateFile = reportDir.resolve(CertificateWriter.FILE_NAME);
    if (!Files.exists(certificateFile)) {
      return;
    }
    ObjectNode certificate = (ObjectNode) JSON.readTree(certificateFile.toFile());
    certificate.put("certified", false);
    certificate.withArray("withheldBecause").add(reason);
    certificate.put("exitCode", exitCode);
    write(certificateFile, certificate);
    Path badgeFile = reportDir.resolve(BadgeWriter.FILE_NAME);
    if (Files.exists(badgeFile)) {
      ObjectNode badge = (ObjectNode) JSON.readTree(badgeFile.toFile());
      JsonNode judged = certificate.path("judged");
      badge.put("message", "FAIL " + judged.path("requirements") + "/" + judged.path("of"));
      badge.put("color", "red");
      write(badgeFile, badge);
    }
  }

  private static void write(Path file, JsonNode content) throws IOException {
    Files.writeString(
        file,
        JsonReportWriter.document(
            file.getFileName().toString(), json -> JSON.writeTree(json, content)),
        StandardCharsets.UTF_8);
  }
}
