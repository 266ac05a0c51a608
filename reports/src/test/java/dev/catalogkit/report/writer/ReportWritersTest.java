package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportWritersTest {

  @Test
  void writeAllWritesJsonHtmlAndJunitXmlIntoTheDirectory(@TempDir Path dir) throws IOException {
    List<Path> written = ReportWriters.writeAll(SampleRun.report(), dir.resolve("report"));

    assertThat(written)
        .extracting(path -> path.getFileName().toString())
        .containsExactly("compliance.json", "compliance.html", "junit.xml");
    assertThat(written).allSatisfy(path -> assertThat(Files.size(path)).isPositive());
  }
}
