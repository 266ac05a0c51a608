# The kit as a container image: `docker build -t catalog-conformance-kit .` from a fresh clone (no
# local Java or Maven needed), then e.g.
#   docker run --rm --network host --user "$(id -u)" -v "$PWD/out:/work" catalog-conformance-kit \
#       --target http://127.0.0.1:8181 --report-dir /work/compliance-report
# Exit codes are the kit's own (0 PASS, 1 FAIL, 2 could not run, 3 INCOMPLETE); docs/ci.md.
#
# A release's image holds the release's jar itself, the one whose SHA-256 the release lists
# (.github/workflows/release.yml): `docker build --build-arg KIT_JAR_FROM=released -f Dockerfile
# dist/`, from a folder holding catalog-conformance-kit.jar and LICENSE.
ARG KIT_JAR_FROM=build

# build: the executable jar and only the modules it is made of (tests run in the project's CI)
FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
COPY . .
RUN mvn -B -q -DskipTests -pl suites -am package \
    && mkdir /kit && cp suites/target/catalog-conformance-kit.jar LICENSE /kit/

# released: a jar built and checksummed before, taken as it is
FROM scratch AS released
COPY catalog-conformance-kit.jar LICENSE /kit/

FROM ${KIT_JAR_FROM} AS kit

# run: a JRE and the jar, as an unprivileged user
FROM eclipse-temurin:17-jre
COPY --from=kit /kit/ /opt/kit/
WORKDIR /work
USER 10001
ENTRYPOINT ["java", "-jar", "/opt/kit/catalog-conformance-kit.jar"]
CMD ["--help"]
